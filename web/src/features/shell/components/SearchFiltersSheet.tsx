import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { NotAvailableYet } from '../../../ui/Page';

const StyledSheetBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

export type SearchFiltersSheetProps = { open: boolean; onClose: () => void };

/** The mobile filters bottom sheet. The filters themselves arrive with the browse screen. */
export function SearchFiltersSheet({ open, onClose }: SearchFiltersSheetProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Search Filters" placement="bottom">
      <StyledSheetBody>
        <NotAvailableYet>Filters by location, rating, distance and sort order are not available yet.</NotAvailableYet>
        <Button onClick={onClose} fullWidth>
          Done
        </Button>
      </StyledSheetBody>
    </Dialog>
  );
}
