export function ResultsPage() {
  return null;
}
