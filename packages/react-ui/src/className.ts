/** A class name, or a function of the component's render state (react-aria style). */
export type ClassNameProp<State> = string | ((state: State) => string | undefined) | undefined;

/** Resolves a {@link ClassNameProp} against a state, joined with the component's defaults. */
export function resolveClassName<State>(className: ClassNameProp<State>, state: State, defaults = ''): string {
  const own = typeof className === 'function' ? className(state) : className;
  return [defaults, own].filter(Boolean).join(' ');
}

/** `data-*` attribute value: present (empty string) when true, absent when false (react-aria convention). */
export function dataFlag(value: boolean): '' | undefined {
  return value ? '' : undefined;
}
