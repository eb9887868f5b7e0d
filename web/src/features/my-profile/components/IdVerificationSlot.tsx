import { IdVerificationSection } from '../../verification/components/IdVerificationSection';

/**
 * Where the ID verification form and its pending / verified views go (SPEC §2 "ID verification form"), built in
 * features/verification.
 */
export function IdVerificationSlot() {
  return <IdVerificationSection />;
}
