import type { ReactNode } from 'react';
import { Button } from '../controls/Button';

/**
 * The Cancel and Save buttons at the foot of a section's form, right-aligned. Cancel is disabled
 * while the form is being sent (so a slow save cannot be abandoned half way); Save shows that it
 * is pending. `children` are further actions, placed before Cancel.
 */
export function FormActions({
  cancelLabel,
  saveLabel,
  isSubmitting,
  onCancel,
  children,
}: {
  cancelLabel: string;
  saveLabel: string;
  isSubmitting: boolean;
  onCancel: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {children}
      <Button isDisabled={isSubmitting} onPress={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant="primary" isPending={isSubmitting}>
        {saveLabel}
      </Button>
    </div>
  );
}
