export function FillPage() {
  return null;
}
