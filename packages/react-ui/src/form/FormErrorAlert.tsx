/** A form's error that belongs to no field (the server's message), above the submit button. */
export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-md border border-danger bg-danger-subtle px-3 py-2 text-sm text-danger">
      {message}
    </div>
  );
}
