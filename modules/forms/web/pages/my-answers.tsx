export function MyAnswersPage() {
  return null;
}
