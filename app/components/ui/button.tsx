import type { ButtonHTMLAttributes } from 'react'
import { cn } from '~/lib/cn'

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'inverse'
export type ButtonSize = 'sm' | 'md' | 'lg'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900',
  secondary: 'border border-brand-200 bg-white text-brand-800 hover:border-brand-300 hover:bg-brand-50',
  accent: 'bg-rock-600 text-white hover:bg-rock-700',
  ghost: 'text-brand-800 hover:bg-brand-50',
  inverse: 'bg-white text-brand-800 hover:bg-brand-50',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-11 px-5 py-2 text-base',
  lg: 'min-h-12 px-6 py-2 text-lg',
}

/** Classes of a button, for <button> and for links that look like one. */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
) {
  return cn(
    'inline-flex max-w-full items-center justify-center gap-2 rounded-lg text-center font-semibold',
    'transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  )
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />
}
