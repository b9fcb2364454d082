import type { ButtonHTMLAttributes } from 'react';

import Icon from '@/components/dashboard/Icon';
import type { IconName } from '@/lib/icons';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> {
  icon: IconName;
  /** What the button does, for screen readers (the icon is decorative). */
  label: string;
  iconClassName?: string;
  /** Its colours, corners and placement; it is always a 44px square, the icon centred. */
  className?: string;
}

/** A button that shows only an icon (close, open menu), named for screen readers. */
export default function IconButton({ icon, label, iconClassName, className = '', ...button }: Props) {
  return (
    <button type="button" className={`inline-flex h-11 w-11 items-center justify-center ${className}`} {...button}>
      <Icon name={icon} className={iconClassName} />
      <span className="sr-only">{label}</span>
    </button>
  );
}
