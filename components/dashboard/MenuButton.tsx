import IconButton from '@/components/ui/IconButton';

interface Props {
  /** The id of the drawer it opens. */
  controls: string;
  expanded: boolean;
  onOpen: () => void;
}

/** The menu button of a console or dashboard bar on small screens: it opens the sidebar as a drawer. */
export default function MenuButton({ controls, expanded, onOpen }: Props) {
  return (
    <IconButton
      icon="menu"
      label="Open menu"
      iconClassName="h-6 w-6"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onOpen}
      className="rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
    />
  );
}
