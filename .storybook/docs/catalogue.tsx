/**
 * The catalogue pages' one block: every state story of a CSF file (or the ones named), each in a
 * frame of its own, with its name linking to the story (where the viewport toolbar switches
 * between 375 and 1280 px). A frame per story because modal dialogs, snackbars and whole pages
 * cannot share one document: two open modals would trap each other's focus, and page stories each
 * need their own MSW handlers. In a frame the story also plays, so it shows its last frame, the
 * state its name promises.
 */
import type { ModuleExport, ModuleExports } from 'storybook/internal/types';
import { AnchorMdx, Canvas, useOf } from '@storybook/addon-docs/blocks';

type StoryExport = ModuleExport & { tags?: string[] };

function State({ of, height }: { of: StoryExport; height: number }) {
  const { story } = useOf(of, ['story']);
  return (
    <div style={{ marginBottom: 24 }}>
      <AnchorMdx href={`?path=/story/${story.id}`}>{story.name}</AnchorMdx>
      <Canvas of={of} sourceState="none" story={{ inline: false, height: `${height}px` }} />
    </div>
  );
}

export interface StatesProps {
  /** The CSF file, imported in the MDX page (`import * as X from '…stories'`). */
  of: ModuleExports;
  /**
   * For a page's stories: only the exports whose name matches (`/HowItWorks/`). A pattern rather
   * than a list, so a state story split from an interaction one later shows up by itself.
   */
  match?: RegExp;
  /** Frame height in px: enough for the dialog, banner or page part it shows. */
  height?: number;
}

/**
 * Interaction stories (tagged `'!visual'`: their last frame is not a state) are left out, like
 * in visual regression.
 */
export function States({ of, match, height = 480 }: StatesProps) {
  const meta = of.default as { tags?: string[] } | undefined;
  const skipped = (story: StoryExport) =>
    (story.tags ?? []).includes('!visual') ||
    ((meta?.tags ?? []).includes('!visual') && !(story.tags ?? []).includes('visual'));
  const names = Object.keys(of).filter(
    (name) => name !== 'default' && name !== '__namedExportsOrder',
  );
  // Module namespaces list their exports alphabetically; Storybook's plugin adds the file order.
  const order = (of.__namedExportsOrder as string[] | undefined) ?? names;
  const shown = order
    .filter((name) => names.includes(name) && (!match || match.test(name)))
    .map((name) => [name, of[name] as StoryExport] as const)
    .filter(([, story]) => !skipped(story));
  return (
    <>
      {shown.map(([name, story]) => (
        <State key={name} of={story} height={height} />
      ))}
    </>
  );
}
