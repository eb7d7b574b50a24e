/** Button looks shared by links and form buttons in the console. */
const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:opacity-60 forced-colors:border";

export const buttonStyles = {
  primary: `${base} h-10 bg-brand-700 px-4 text-sm text-white shadow-sm hover:bg-brand-800`,
  secondary: `${base} h-10 border border-slate-300 bg-white px-4 text-sm text-navy-900 hover:bg-slate-50`,
  danger: `${base} h-10 bg-red-700 px-4 text-sm text-white shadow-sm hover:bg-red-800`,
  small: `${base} h-8 border border-slate-300 bg-white px-3 text-xs text-navy-900 hover:bg-slate-50`,
} as const;

export const inputClass =
  "block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-navy-900 shadow-sm";
