/**
 * The body of the 'Are you sure?' modal of a delete action.
 */
import { Button } from "@wordpress/components";
import { useState } from "@wordpress/element";
import { __ } from "@wordpress/i18n";

export default function ConfirmDelete({
  message,
  onConfirm,
  onCancel,
}: {
  message: string;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}) {
  const [isDeleting, setIsDeleting] = useState(false);
  return (
    <div className="eventin-confirm-delete">
      <p className="eventin-confirm-delete__message">{message}</p>
      <div className="eventin-confirm-delete__actions">
        <Button
          variant="tertiary"
          onClick={onCancel}
          disabled={isDeleting}
          __next40pxDefaultSize
        >
          {__("Cancel", "eventin")}
        </Button>
        <Button
          variant="primary"
          isDestructive
          isBusy={isDeleting}
          disabled={isDeleting}
          onClick={async () => {
            setIsDeleting(true);
            await onConfirm();
          }}
          __next40pxDefaultSize
        >
          {__("Delete", "eventin")}
        </Button>
      </div>
    </div>
  );
}
