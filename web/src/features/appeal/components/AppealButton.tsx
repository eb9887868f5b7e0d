import { lazy, Suspense, useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../ui/Button';
import type { DecisionItem } from '../hooks/useMyDecisions';
import { decisionKindLabel } from '../appeal-labels';

/** The dialog loads when a member first opens it. */
const AppealDialog = lazy(() => import('./AppealDialog').then((m) => ({ default: m.AppealDialog })));

const appealLabel = defineMessage<{ kind: string; subject: string }>({ id: 'appeal.button.label', defaultMessage: 'Appeal: {kind}, {subject}' });

export type AppealButtonProps = {
  decision: Pick<DecisionItem, 'id' | 'kind' | 'subjectLabel'>;
  /** The e-mail link's token, on the public appeal page (no session). */
  token?: string | null;
};

/** 'Appeal': opens the appeal dialog (its code loads on first use). */
export function AppealButton({ decision, token }: AppealButtonProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-haspopup="dialog"
        aria-label={intl.formatMessage(appealLabel, { kind: decisionKindLabel(decision.kind, intl), subject: decision.subjectLabel })}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <FormattedMessage id="appeal.button.text" defaultMessage="Appeal" />
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <AppealDialog open={open} onClose={() => setOpen(false)} decision={decision} token={token} />
        </Suspense>
      )}
    </>
  );
}
