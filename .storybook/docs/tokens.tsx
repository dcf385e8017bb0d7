/**
 * The Tokens page's tables, drawn from the theme objects themselves (and the one-line comments
 * in their source), so the page can never drift from what components read.
 */
import type { ReactNode } from 'react';
import { ColorItem, ColorPalette, Typeset } from '@storybook/addon-docs/blocks';
import {
  breakpoints,
  font,
  fontSize,
  fontWeight,
  lightTheme,
  lineHeight,
  media,
  palette,
  radius,
  shadow,
  space,
  zIndex,
} from '@flocksync/ui';
import paletteSource from '../../packages/ui/src/theme/palette.ts?raw';
import rolesSource from '../../packages/ui/src/theme/roles.ts?raw';

/**
 * Each `/** … *\/` comment of a `export const name = { … }` literal, by dotted path
 * (`lightColor.text.muted`, `radius.small`). One-line comments only, which is all the theme uses.
 */
function docComments(source: string): Map<string, string> {
  const comments = new Map<string, string>();
  const path: string[] = [];
  let pending: string | undefined;
  for (const line of source.split('\n')) {
    const root = /^export const (\w+)\b.*= \{$/.exec(line);
    const comment = /^\s*\/\*\* (.*) \*\/$/.exec(line);
    const open = /^\s+(\w+): \{$/.exec(line);
    const entry = /^\s+['"]?(\w+)['"]?:/.exec(line);
    if (root?.[1]) path.splice(0, path.length, root[1]);
    else if (comment?.[1]) pending = comment[1];
    else if (open?.[1] && path.length) {
      if (pending) comments.set([...path, open[1]].join('.'), pending);
      path.push(open[1]);
    } else if (/^\s*\}/.test(line)) path.pop();
    else if (entry?.[1] && path.length && pending) {
      comments.set([...path, entry[1]].join('.'), pending);
    }
    if (!comment) pending = undefined;
  }
  return comments;
}

const comments = docComments(`${paletteSource}\n${rolesSource}`);

/** `palette.gray.900` for a colour the palette holds, else the value itself. */
function paletteName(value: string): string {
  for (const [hue, shades] of Object.entries(palette)) {
    if (typeof shades === 'string') {
      if (shades.toLowerCase() === value.toLowerCase()) return `palette.${hue}`;
      continue;
    }
    for (const [shade, hex] of Object.entries(shades)) {
      if (hex.toLowerCase() === value.toLowerCase()) return `palette.${hue}[${shade}]`;
    }
  }
  return value;
}

const cell = { padding: '6px 12px', borderBottom: '1px solid #e6e6e6', verticalAlign: 'middle' };
const code = { fontFamily: font.mono, fontSize: 13 };

function Table({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '16px 0' }}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} style={{ ...cell, textAlign: 'left' }}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((value, column) => (
              <td key={column} style={cell}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Layer 1: the raw palette, one row per hue. */
export function PaletteTokens() {
  return (
    <ColorPalette>
      {Object.entries(palette).map(([hue, shades]) => (
        <ColorItem
          key={hue}
          title={`palette.${hue}`}
          subtitle={typeof shades === 'string' ? shades : `${Object.keys(shades).length} shades`}
          colors={typeof shades === 'string' ? [shades] : { ...shades }}
        />
      ))}
    </ColorPalette>
  );
}

/** Layer 2: the semantic roles of the light theme, grouped, each with its comment. */
export function ColorRoleTokens({ group }: { group: keyof typeof lightTheme.color }) {
  return (
    <ColorPalette>
      {Object.entries(lightTheme.color[group]).map(([role, value]) => (
        <ColorItem
          key={role}
          title={`color.${group}.${role}`}
          subtitle={`${paletteName(value)}: ${comments.get(`lightColor.${group}.${role}`) ?? ''}`}
          colors={[value]}
        />
      ))}
    </ColorPalette>
  );
}

export function TypeScaleTokens() {
  return (
    <>
      <Typeset
        fontFamily={font.family}
        fontSizes={Object.values(fontSize)}
        fontWeight={fontWeight.regular}
        sampleText="Sync Church Community Builder with Mailchimp"
      />
      <Table
        head={['Token', 'Size']}
        rows={Object.entries(fontSize).map(([name, size]) => [
          <code style={code}>fontSize.{name}</code>,
          size,
        ])}
      />
      <Table
        head={['Token', 'Weight', 'Sample']}
        rows={Object.entries(fontWeight).map(([name, weight]) => [
          <code style={code}>fontWeight.{name}</code>,
          weight,
          <span style={{ fontFamily: font.family, fontWeight: weight }}>Pair saved</span>,
        ])}
      />
      <Table
        head={['Token', 'Value', 'Use']}
        rows={[
          ...Object.entries(lineHeight).map(([name, value]) => [
            <code style={code}>lineHeight.{name}</code>,
            value,
            comments.get(`lineHeight.${name}`),
          ]),
          ...Object.entries(font).map(([name, family]) => [
            <code style={code}>font.{name}</code>,
            <span style={{ fontFamily: family }}>{family}</span>,
            comments.get(`font.${name}`),
          ]),
        ]}
      />
    </>
  );
}

export function SpaceTokens() {
  return (
    <Table
      head={['Token', 'Value', '']}
      rows={space.map((value, index) => [
        <code style={code}>space[{index}]</code>,
        value,
        <div
          style={{ width: value, height: 16, background: lightTheme.color.background.emphasis }}
        />,
      ])}
    />
  );
}

export function RadiusTokens() {
  return (
    <Table
      head={['Token', 'Value', 'Use', '']}
      rows={Object.entries(radius).map(([name, value]) => [
        <code style={code}>radius.{name}</code>,
        value,
        comments.get(`radius.${name}`),
        <div
          style={{
            width: 48,
            height: 48,
            borderRadius: value,
            border: `2px solid ${lightTheme.color.border.default}`,
            background: lightTheme.color.background.info,
          }}
        />,
      ])}
    />
  );
}

export function BreakpointTokens() {
  return (
    <>
      <Table
        head={['Token', 'Width']}
        rows={Object.entries(breakpoints).map(([name, value]) => [
          <code style={code}>breakpoints.{name}</code>,
          // Every breakpoint is a min width but `mobileMax`, the widest mobile layout.
          name === 'mobileMax' ? `up to ${value}px (the mobile layout)` : `from ${value}px`,
        ])}
      />
      <Table
        head={['Helper', 'Media query', 'Use']}
        rows={Object.entries(media).map(([name, value]) => [
          <code style={code}>media.{name}</code>,
          <code style={code}>
            {typeof value === 'function' ? `${value('md')}  (for 'md')` : value}
          </code>,
          comments.get(`media.${name}`),
        ])}
      />
    </>
  );
}

export function ElevationTokens() {
  return (
    <>
      <Table
        head={['Token', 'Value', '']}
        rows={Object.entries(shadow).map(([name, value]) => [
          <code style={code}>shadow.{name}</code>,
          <code style={code}>{value}</code>,
          <div style={{ width: 64, height: 32, boxShadow: value, borderRadius: radius.small }} />,
        ])}
      />
      <Table
        head={['Token', 'Value']}
        rows={Object.entries(zIndex).map(([name, value]) => [
          <code style={code}>zIndex.{name}</code>,
          value,
        ])}
      />
    </>
  );
}
