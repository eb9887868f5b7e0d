/** After a failed submit, moves focus to the first field marked invalid (once the errors have rendered). */
export function focusFirstInvalid(container: HTMLElement | null): void {
  setTimeout(() => {
    const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] input');
    invalid?.focus();
  }, 0);
}
