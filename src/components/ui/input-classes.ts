// The input's looks on their own, without `cn()` (tailwind-merge): a small client component on a
// content page styles a plain <input> with them without shipping the merge library.
export const inputClasses = [
  'flex h-11 w-full min-w-0 rounded-control border border-input bg-background px-3 py-2 text-base text-foreground transition-colors',
  'placeholder:text-muted-foreground',
  'file:me-3 file:border-0 file:bg-transparent file:text-sm file:font-semibold file:text-foreground',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
  'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive',
].join(' ')
