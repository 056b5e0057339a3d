import { Link, type LinkProps } from 'react-router';
import { buttonClass, type ButtonStyle } from './button-class';

/** A link that looks like the shop's button (a call to action that goes somewhere). */
export function ButtonLink({ variant, block, className, ...link }: ButtonStyle & LinkProps) {
  return <Link {...link} className={buttonClass({ variant, block }, className)} />;
}
