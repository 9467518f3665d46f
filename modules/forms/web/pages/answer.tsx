export function AnswerPage() {
  return null;
}
