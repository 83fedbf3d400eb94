import type { GlobalProvider } from '@ladle/react';
import './ladle.css';

/** Wraps every story; the stylesheet brings Tailwind and the theme tokens. */
export const Provider: GlobalProvider = ({ children }) => <div className="font-sans text-gray-900">{children}</div>;
