import { cva } from 'class-variance-authority'

// The button's looks on their own, without the class merging and slot of <Button>, so a client
// component can style a plain <button> without shipping those on every page.
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-control font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-navy-800',
        outline: 'border border-border bg-background text-foreground hover:bg-muted',
        /** For dark backgrounds such as the hero. */
        inverse: 'bg-white text-navy-900 hover:bg-navy-100',
        'inverse-outline': 'text-white ring-1 ring-white/70 ring-inset hover:bg-white/10',
        ghost: 'text-foreground hover:bg-muted',
        link: 'text-primary underline-offset-4 hover:underline',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-red-800',
      },
      size: {
        sm: 'h-9 px-3 text-sm',
        md: 'h-11 px-5 text-base',
        lg: 'h-12 px-6 text-base',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)
