import { describe, expect, it } from 'vitest';
import { subscribable } from './subscribable';

describe('subscribable', () => {
  it('calls every subscription in order, each counted once, until it unsubscribes', () => {
    const set = subscribable<number>();
    const seen: string[] = [];
    const a = (n: number) => void seen.push(`a${n}`);
    const offA = set.subscribe(a);
    const offA2 = set.subscribe(a);
    set.subscribe((n) => void seen.push(`b${n}`));
    expect(set.size).toBe(3);
    set.emit(1);
    offA();
    offA();
    set.emit(2);
    offA2();
    set.emit(3);
    expect(seen).toEqual(['a1', 'a1', 'b1', 'a2', 'b2', 'b3']);
    set.clear();
    set.emit(4);
    expect(seen).toHaveLength(6);
    expect(set.size).toBe(0);
  });

  it('an emit reaches the listeners subscribed when it started', () => {
    const set = subscribable();
    const seen: string[] = [];
    let offLate = () => {};
    const offFirst = set.subscribe(() => {
      seen.push('first');
      offSecond();
      offLate = set.subscribe(() => void seen.push('late'));
    });
    const offSecond = set.subscribe(() => void seen.push('second'));
    set.emit();
    offFirst();
    set.emit();
    offLate();
    expect(seen).toEqual(['first', 'second', 'late']);
  });
});
