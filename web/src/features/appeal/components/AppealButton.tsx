import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../ui/Button';
import type { DecisionItem } from '../hooks/useMyDecisions';
import { decisionKindLabel } from '../appeal-labels';

/** The dialog loads when a member first opens it. */
const AppealDialog = lazy(() => import('./AppealDialog').then((m) => ({ default: m.AppealDialog })));

export type AppealButtonProps = {
  decision: Pick<DecisionItem, 'id' | 'kind' | 'subjectLabel'>;
  /** The e-mail link's token, on the public appeal page (no session). */
  token?: string | null;
};

/** 'Appeal': opens the appeal dialog (its code loads on first use). */
export function AppealButton({ decision, token }: AppealButtonProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-haspopup="dialog"
        aria-label={`Appeal: ${decisionKindLabel(decision.kind)}, ${decision.subjectLabel}`}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Appeal
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <AppealDialog open={open} onClose={() => setOpen(false)} decision={decision} token={token} />
        </Suspense>
      )}
    </>
  );
}
