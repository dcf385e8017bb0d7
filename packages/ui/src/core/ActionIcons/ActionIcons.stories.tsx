import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { syncIcons } from './ActionIcons';

function Gallery() {
  return (
    <ul
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 24,
        listStyle: 'none',
        padding: 0,
        fontSize: 24,
      }}
    >
      {Object.entries(syncIcons).map(([name, Icon]) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
          <Icon label={name} />
          <span style={{ fontSize: 12 }}>{name}</span>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Core/ActionIcons',
  component: Gallery,
  tags: ['autodocs'],
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every sync-page icon; with a label an icon is an image, without one it is decorative. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of Object.keys(syncIcons)) {
      await expect(canvas.getByRole('img', { name })).toBeInTheDocument();
    }
  },
};
