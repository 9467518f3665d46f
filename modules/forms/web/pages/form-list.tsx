export function FormListPage() {
  return null;
}
