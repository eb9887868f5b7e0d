import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { buildTheme } from '../theme/theme';
import { Tooltip, TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './Tooltip';

function renderTips() {
  return render(
    <ThemeProvider theme={buildTheme('default')}>
      <Tooltip label="Delete">
        <button type="button" aria-label="Delete">
          x
        </button>
      </Tooltip>
      <Tooltip label="Archive">
        <button type="button" aria-label="Archive">
          a
        </button>
      </Tooltip>
    </ThemeProvider>,
  );
}

describe('Tooltip (SPEC: open delay 700 ms, skip delay 300 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens after the pointer rests 700 ms, not before, and closes when it leaves', () => {
    renderTips();
    const button = screen.getByRole('button', { name: 'Delete' });
    fireEvent.pointerEnter(button);
    act(() => jest.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS - 50));
    expect(screen.queryByText('Delete')).toBeNull();
    act(() => jest.advanceTimersByTime(60));
    expect(screen.getByText('Delete').getAttribute('role')).toBe('tooltip');
    // It repeats the button's name: hidden from screen readers, the button keeps its own name.
    expect(screen.getByText('Delete').getAttribute('aria-hidden')).toBe('true');
    fireEvent.pointerLeave(button);
    expect(screen.queryByText('Delete')).toBeNull();
  });

  it('opens the next one at once within 300 ms of another closing, with the full delay after that', () => {
    renderTips();
    const [del, archive] = [screen.getByRole('button', { name: 'Delete' }), screen.getByRole('button', { name: 'Archive' })];
    fireEvent.pointerEnter(del);
    act(() => jest.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    fireEvent.pointerLeave(del);
    act(() => jest.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS - 100));
    fireEvent.pointerEnter(archive);
    expect(screen.getByText('Archive')).toBeTruthy();
    fireEvent.pointerLeave(archive);
    act(() => jest.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 100));
    fireEvent.pointerEnter(del);
    expect(screen.queryByText('Delete')).toBeNull();
    act(() => jest.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    expect(screen.getByText('Delete')).toBeTruthy();
  });

  it('closes on Escape and on blur', () => {
    renderTips();
    const button = screen.getByRole('button', { name: 'Delete' });
    fireEvent.pointerEnter(button);
    act(() => jest.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByText('Delete')).toBeNull();
    fireEvent.pointerEnter(button);
    act(() => jest.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    fireEvent.blur(button);
    expect(screen.queryByText('Delete')).toBeNull();
  });
});
