export function FormAdminPage() {
  return null;
}
