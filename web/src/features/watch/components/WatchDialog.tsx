import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Dialog } from '../../../ui/Dialog';
import { Stack } from '../../../ui/Stack';
import { WatchForm, type WatchFormStart } from '../forms/WatchForm';

const StyledNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

export type WatchDialogProps = { open: boolean; onClose: () => void; start: WatchFormStart };

/** The watch form in a dialog (from a profile page); it closes once the watch started. */
export function WatchDialog({ open, onClose, start }: WatchDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'watch.dialog.title', defaultMessage: 'Watch this name' })}
      description={intl.formatMessage({
        id: 'watch.dialog.description',
        defaultMessage: 'We will tell you when a moderator publishes a profile with this name near this city. Nobody else sees your watch.',
      })}
      placement="bottom"
    >
      <Stack $gap={4}>
        <WatchForm start={start} onStarted={onClose} />
        <StyledNote>
          <FormattedMessage
            id="watch.dialog.manage"
            defaultMessage="See and renew your watches in <link>Settings > Watches</link>."
            values={{ link: (chunks) => <Link to="/settings/watches">{chunks}</Link> }}
          />
        </StyledNote>
      </Stack>
    </Dialog>
  );
}
