import { act, render } from '@testing-library/react';
import * as React from 'react';
import { Cube, CUBE_STEPS, DEFAULT_CUBE_DEPTH, DEFAULT_CUBE_REPEAT_DELAY } from '../../src/components/Cube';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const scene = (container: HTMLElement) => container.firstElementChild as HTMLElement;
const outer = (container: HTMLElement) => scene(container).firstElementChild as HTMLElement;

describe('Cube', () => {
  it('defaults to depth 30 and a quarter turn every second', () => {
    expect([DEFAULT_CUBE_DEPTH, DEFAULT_CUBE_REPEAT_DELAY, CUBE_STEPS]).toEqual([30, 1000, 4]);
    const { container } = render(<Cube />);
    expect(scene(container).style.getPropertyValue('--cube-depth')).toBe('30px');
    expect(outer(container).style.transform).toContain('rotateY(45deg)');
    act(() => jest.advanceTimersByTime(999));
    expect(scene(container)).toHaveAttribute('data-step', '0');
    act(() => jest.advanceTimersByTime(1));
    expect(scene(container)).toHaveAttribute('data-step', '1');
    expect(outer(container).style.transform).toContain('rotateY(135deg)');
  });

  it('turns 90 degrees per step in a four-step cycle, always forward', () => {
    const { container } = render(<Cube depth={120} repeatDelay={500} />);
    expect(scene(container).style.getPropertyValue('--cube-depth')).toBe('120px');
    const steps: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      act(() => jest.advanceTimersByTime(500));
      steps.push(scene(container).getAttribute('data-step')!);
    }
    expect(steps).toEqual(['1', '2', '3', '0', '1']);
    expect(outer(container).style.transform).toContain(`rotateY(${45 + 5 * 90}deg)`);
  });

  it('stands still while paused and is decorative', () => {
    const { container } = render(<Cube paused />);
    act(() => jest.advanceTimersByTime(5000));
    expect(scene(container)).toHaveAttribute('data-step', '0');
    expect(scene(container)).toHaveAttribute('aria-hidden', 'true');
  });
});
