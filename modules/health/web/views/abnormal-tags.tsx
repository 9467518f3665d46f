/** Why a report counts as abnormal, as red tags (nothing when it does not). */
export function AbnormalTags({ reasons }: { reasons: string[] }) {
  if (reasons.length === 0) return null;
  return (
    <span className="hv-tags">
      {reasons.map((reason) => (
        <span key={reason} className="hv-tag hv-tag--danger">
          {reason}
        </span>
      ))}
    </span>
  );
}
