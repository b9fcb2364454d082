import Icon from '@/components/dashboard/Icon';

interface Props {
  /** The id of the drawer it opens. */
  controls: string;
  expanded: boolean;
  onOpen: () => void;
}

/** The menu button of a console or dashboard bar on small screens: it opens the sidebar as a drawer. */
export default function MenuButton({ controls, expanded, onOpen }: Props) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onOpen}
      className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
    >
      <Icon name="menu" className="h-6 w-6" />
      <span className="sr-only">Open menu</span>
    </button>
  );
}
