import type { ButtonHTMLAttributes } from 'react';
import { buttonClass, type ButtonStyle } from './button-class';

type ButtonProps = ButtonStyle & ButtonHTMLAttributes<HTMLButtonElement>;

/** The shop's button; `type` defaults to "button", so only a button that says "submit" submits. */
export function Button({ variant, block, className, type = 'button', ...button }: ButtonProps) {
  return <button type={type} {...button} className={buttonClass({ variant, block }, className)} />;
}
