import { lazy, Suspense, useState } from 'react';
import type { ConfirmModalProps } from './confirm-dialog';

const ConfirmDialog = lazy(() => import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

/**
 * The one confirmation before an action that cannot be undone (delete, rotate): Cancel, then a red button. The dialog
 * loads when it is first opened, not with the page that may ask; once opened it stays mounted to close with its
 * transition.
 */
export const ConfirmModal = (props: ConfirmModalProps) => {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
};
