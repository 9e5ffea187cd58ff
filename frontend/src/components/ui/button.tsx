import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'success' | 'danger';

/** The button look for other elements (e.g. an in-page anchor). */
export const buttonClassName = (variant: ButtonVariant = 'primary', extra?: string) =>
  [styles.button, styles[variant], extra].filter(Boolean).join(' ');

const classes = buttonClassName;

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  children: ReactNode;
}

export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={classes(variant, className)} {...props} />;
}

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
}

/** A router link that looks like a button. */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return <Link className={classes(variant, className)} {...props} />;
}
