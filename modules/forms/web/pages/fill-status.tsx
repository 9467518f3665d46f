export function FillStatusPage() {
  return null;
}
