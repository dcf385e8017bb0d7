/**
 * headerMappingMachine on bare actors with a simulated clock.
 *
 * Transitions (each is asserted below):
 *   loading: done → editing (rows, country, address type from the answer); error → loadFailed;
 *     close → closed
 *   loadFailed: retry → loading; close → closed
 *   editing: row.toggle (Phone on sets PHONE, off clears; required and locked rows ignored);
 *     row.field (a field another row uses, an unknown field, a row that is off ignored);
 *     country (unknown codes ignored); addressType (unknown types ignored);
 *     save → stays with problems ('noField', 'noCountry') | stays when the plan maps nothing |
 *     saving; error.close; close → closed
 *   saving.mappings: done → saved (message) | saving.country when the country changed and is
 *     not PHONE; error → editing (edits kept, error shown)
 *   saving.country: done → saved; error → editing (edits kept, error shown)
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { ApiError } from '@flocksync/api-client';
import { fail, flush, ok, scripted, type Result } from '../test/fakes';
import {
  headerMappingMachine,
  headerMappingMachineTexts,
  selectHeaderMappingView,
  type HeaderMappingOutcome,
  type HeaderMappings,
  type SaveMappingsInput,
} from './headerMappingMachine';
import { toolkitMachineTexts } from './texts';

const leading = [
  { value: '', label: 'Please Select' },
  { value: 'CCBID', label: 'CCB ID' },
  { value: 'PHONE', label: 'MC Phone' },
  { value: 'EMAIL', label: 'MC Email' },
];

function answer(rank = 3): HeaderMappings {
  const entry = (code: string, name: string, plan: 1 | 2 | 3, tag: string, fixed = false) => ({
    code,
    name,
    isEnabled: (tag === '' ? 0 : 1) as 0 | 1,
    isEditable: (!fixed && plan <= rank ? 1 : 0) as 0 | 1,
    isTwoWay: (plan === 2 ? 0 : 1) as 0 | 1,
    mcTagName: tag,
    plan,
  });
  return {
    entries: [
      entry('CCB_ID', 'CCB ID', 1, 'CCBID', true),
      entry('FIRST_NAME', 'First Name', 1, 'FNAME'),
      entry('EMAIL', 'CCB Email', 1, 'EMAIL', true),
      entry('MOBILE_PHONE', 'Mobile Phone', 3, ''),
      entry('ADDRESS', 'Address', 3, 'ADDRESS'),
      entry('HOME_PHONE', 'Home Phone', 2, ''),
    ],
    mcFields: {
      CCB_ID: leading,
      FIRST_NAME: [...leading, { value: 'FNAME', label: 'First Name' }],
      EMAIL: leading,
      MOBILE_PHONE: [...leading, { value: 'MMERGE6', label: 'Home Phone' }],
      ADDRESS: [...leading, { value: 'ADDRESS', label: 'Address' }],
      HOME_PHONE: [...leading, { value: 'MMERGE6', label: 'Home Phone' }],
    },
    default_country: 'US',
    default_address_type: 'mailing',
    addressOptions: [
      { value: 'mailing', label: 'Mailing' },
      { value: 'home', label: 'Home' },
    ],
    countries: { US: 'United States', GB: 'United Kingdom' },
  };
}

const refusal = (message: string) =>
  new ApiError('status', message, {
    path: '/tools/save-header-mappings',
    httpStatus: 200,
    serverMessage: message,
  });

interface Options {
  loads?: Result<HeaderMappings>[];
  save?: Result<HeaderMappingOutcome>[];
  country?: Result<HeaderMappingOutcome>[];
}

async function arrange(options: Options = {}) {
  const clock = new SimulatedClock();
  const fakes = {
    load: scripted<HeaderMappings>(...(options.loads ?? [ok(answer())])),
    save: scripted<HeaderMappingOutcome, SaveMappingsInput>(
      ...(options.save ?? [ok({ message: 'Header Mappings Saved Successfully!' })]),
    ),
    country: scripted<HeaderMappingOutcome, { default_country: string }>(
      ...(options.country ?? [ok({ message: 'Default country saved successfully.' })]),
    ),
  };
  const saved: string[] = [];
  let left = 0;
  const actor = createActor(
    headerMappingMachine.provide({
      actors: {
        loadMappings: fakes.load.logic,
        saveMappings: fakes.save.logic,
        saveCountry: fakes.country.logic,
      },
      actions: {
        saved: (_, done) => saved.push(done.message),
        leave: () => (left += 1),
      },
    }),
    { clock },
  ).start();
  await flush();
  const send = async (event: Parameters<typeof actor.send>[0]) => {
    actor.send(event);
    await flush();
  };
  const view = () => selectHeaderMappingView(actor.getSnapshot());
  const row = (code: string) => view().rows.find((item) => item.code === code);
  return { actor, clock, fakes, saved, left: () => left, send, view, row };
}

describe('headerMappingMachine: loading', () => {
  it('reads the mapping and shows its rows, country and address type', async () => {
    const { view, row, fakes } = await arrange({ loads: ['hang'] });
    expect(view().status).toBe('loading');
    fakes.load.pending[0]?.resolve(answer());
    await flush();
    expect(view()).toMatchObject({
      status: 'ready',
      country: 'US',
      addressType: 'mailing',
      planNotice: 'none',
      error: null,
    });
    expect(row('CCB_ID')).toMatchObject({ required: true, editable: false, enabled: true });
    expect(row('FIRST_NAME')).toMatchObject({ editable: true, field: 'FNAME', isTwoWay: true });
    expect(row('HOME_PHONE')).toMatchObject({ enabled: false, isTwoWay: false });
    expect(row('MOBILE_PHONE')?.extra).toBe('country');
    expect(row('ADDRESS')?.extra).toBe('addressType');
    expect(
      row('FIRST_NAME')
        ?.options.map((option) => option.label)
        .slice(0, 4),
    ).toEqual(['Please Select', 'CCB ID', 'MC Phone', 'MC Email']);
    expect(view().countries.map((country) => country.label)).toEqual([
      'United Kingdom',
      'United States',
    ]);
  });

  it('a failed read offers a retry; close leaves from loading and from the failure', async () => {
    const { view, send, left } = await arrange({ loads: [fail(), ok(answer())] });
    expect(view().status).toBe('loadFailed');
    await send({ type: 'retry' });
    expect(view().status).toBe('ready');

    const hanging = await arrange({ loads: ['hang'] });
    await hanging.send({ type: 'close' });
    expect(hanging.actor.getSnapshot().status).toBe('done');
    expect(hanging.left()).toBe(1);

    const failed = await arrange({ loads: [fail()] });
    await failed.send({ type: 'close' });
    expect(failed.left()).toBe(1);
    expect(left()).toBe(0);
  });
});

describe('headerMappingMachine: editing', () => {
  it('Phone on sets PHONE, off clears it; other rows keep their field until off', async () => {
    const { row, send } = await arrange();
    await send({ type: 'row.toggle', code: 'MOBILE_PHONE', enabled: true });
    expect(row('MOBILE_PHONE')).toMatchObject({ enabled: true, field: 'PHONE' });
    await send({ type: 'row.toggle', code: 'MOBILE_PHONE', enabled: false });
    expect(row('MOBILE_PHONE')).toMatchObject({ enabled: false, field: '' });
    await send({ type: 'row.toggle', code: 'HOME_PHONE', enabled: true });
    expect(row('HOME_PHONE')).toMatchObject({ enabled: true, field: '' });
    await send({ type: 'row.toggle', code: 'ADDRESS', enabled: false });
    expect(row('ADDRESS')).toMatchObject({ enabled: false, field: '' });
  });

  it('required rows and rows above the plan cannot be changed', async () => {
    const { row, send, view } = await arrange({ loads: [ok(answer(2))] });
    expect(view().planNotice).toBe('some');
    expect(row('MOBILE_PHONE')).toMatchObject({ locked: true, editable: false });
    await send({ type: 'row.toggle', code: 'CCB_ID', enabled: false });
    await send({ type: 'row.toggle', code: 'MOBILE_PHONE', enabled: true });
    await send({ type: 'row.field', code: 'EMAIL', field: '' });
    await send({ type: 'country', country: 'GB' });
    await send({ type: 'addressType', addressType: 'home' });
    expect(row('CCB_ID')).toMatchObject({ enabled: true, field: 'CCBID' });
    expect(row('MOBILE_PHONE')?.enabled).toBe(false);
    expect(row('EMAIL')?.field).toBe('EMAIL');
    expect(view()).toMatchObject({ country: 'US', addressType: 'mailing' });
  });

  it('a field another row uses is disabled and refused; unknown fields and rows off too', async () => {
    const { row, send } = await arrange();
    await send({ type: 'row.field', code: 'HOME_PHONE', field: 'MMERGE6' });
    expect(row('HOME_PHONE')?.field).toBe('');
    await send({ type: 'row.toggle', code: 'HOME_PHONE', enabled: true });
    await send({ type: 'row.field', code: 'HOME_PHONE', field: 'MMERGE6' });
    expect(row('HOME_PHONE')?.field).toBe('MMERGE6');
    await send({ type: 'row.toggle', code: 'MOBILE_PHONE', enabled: true });
    expect(row('MOBILE_PHONE')?.options.find((o) => o.value === 'MMERGE6')?.disabled).toBe(true);
    expect(row('HOME_PHONE')?.options.find((o) => o.value === 'MMERGE6')?.disabled).toBe(false);
    expect(row('HOME_PHONE')?.options.find((o) => o.value === 'CCBID')?.disabled).toBe(true);
    await send({ type: 'row.field', code: 'MOBILE_PHONE', field: 'MMERGE6' });
    expect(row('MOBILE_PHONE')?.field).toBe('PHONE');
    await send({ type: 'row.field', code: 'MOBILE_PHONE', field: 'NOPE' });
    expect(row('MOBILE_PHONE')?.field).toBe('PHONE');
    await send({ type: 'row.field', code: 'MOBILE_PHONE', field: '' });
    expect(row('MOBILE_PHONE')?.field).toBe('');
  });

  it('the country and address type take known values only', async () => {
    const { view, send } = await arrange();
    await send({ type: 'country', country: 'GB' });
    await send({ type: 'addressType', addressType: 'home' });
    expect(view()).toMatchObject({ country: 'GB', addressType: 'home' });
    await send({ type: 'country', country: 'XX' });
    await send({ type: 'addressType', addressType: 'moon' });
    expect(view()).toMatchObject({ country: 'GB', addressType: 'home' });
    await send({ type: 'country', country: 'PHONE' });
    expect(view().country).toBe('PHONE');
  });

  it('save shows each problem and sends nothing; problems follow the edits', async () => {
    const { row, send, fakes, actor } = await arrange();
    await send({ type: 'row.toggle', code: 'HOME_PHONE', enabled: true });
    await send({ type: 'row.toggle', code: 'MOBILE_PHONE', enabled: true });
    await send({ type: 'country', country: 'PHONE' });
    expect(row('HOME_PHONE')?.error).toBeNull();
    await send({ type: 'save' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(fakes.save.calls).toHaveLength(0);
    expect(row('HOME_PHONE')?.error).toBe('noField');
    expect(row('MOBILE_PHONE')?.error).toBe('noCountry');
    await send({ type: 'country', country: 'GB' });
    expect(row('MOBILE_PHONE')?.error).toBeNull();
    await send({ type: 'row.field', code: 'HOME_PHONE', field: 'MMERGE6' });
    expect(row('HOME_PHONE')?.error).toBeNull();
    await send({ type: 'row.toggle', code: 'FIRST_NAME', enabled: true });
    await send({ type: 'row.field', code: 'FIRST_NAME', field: '' });
    expect(row('FIRST_NAME')?.error).toBe('noField');
  });

  it('a plan that maps no field says so and cannot save', async () => {
    const { view, send, fakes, actor } = await arrange({ loads: [ok(answer(0))] });
    expect(view().planNotice).toBe('all');
    await send({ type: 'save' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(fakes.save.calls).toHaveLength(0);
  });
});

describe('headerMappingMachine: saving', () => {
  it('sends every row (empty when off) and goes back with the message', async () => {
    const { send, fakes, saved, view, actor } = await arrange({ save: ['hang'] });
    await send({ type: 'row.toggle', code: 'ADDRESS', enabled: false });
    await send({ type: 'save' });
    expect(view().saving).toBe(true);
    expect(view().rows.every((row) => !row.editable)).toBe(true);
    expect(fakes.save.calls).toEqual([
      {
        params: {
          mapping: {
            CCB_ID: 'CCBID',
            FIRST_NAME: 'FNAME',
            EMAIL: 'EMAIL',
            MOBILE_PHONE: '',
            ADDRESS: '',
            HOME_PHONE: '',
          },
        },
      },
    ]);
    fakes.save.pending[0]?.resolve({ message: '' });
    await flush();
    expect(saved).toEqual([headerMappingMachineTexts.saved]);
    expect(fakes.country.calls).toHaveLength(0);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('sends the address type when changed, then the country when changed and not PHONE', async () => {
    const { send, fakes, saved } = await arrange();
    await send({ type: 'addressType', addressType: 'home' });
    await send({ type: 'row.toggle', code: 'MOBILE_PHONE', enabled: true });
    await send({ type: 'country', country: 'GB' });
    await send({ type: 'save' });
    expect(fakes.save.calls[0]).toMatchObject({ default_address_type: 'home' });
    expect(fakes.country.calls).toEqual([{ default_country: 'GB' }]);
    expect(saved).toEqual(['Header Mappings Saved Successfully!']);
  });

  it('a country set back to PHONE sends no update-country call', async () => {
    const { send, fakes, saved } = await arrange();
    await send({ type: 'country', country: 'PHONE' });
    await send({ type: 'save' });
    expect(fakes.save.calls[0]).not.toHaveProperty('default_address_type');
    expect(fakes.country.calls).toHaveLength(0);
    expect(saved).toHaveLength(1);
  });

  it('a refused save keeps every edit and shows the server message, then closes', async () => {
    const { send, view, row, saved, actor } = await arrange({
      save: [fail(refusal('MMERGE6 is already mapped to Home Phone.')), fail()],
    });
    await send({ type: 'row.toggle', code: 'MOBILE_PHONE', enabled: true });
    await send({ type: 'country', country: 'GB' });
    await send({ type: 'save' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(view().error).toBe('MMERGE6 is already mapped to Home Phone.');
    expect(row('MOBILE_PHONE')).toMatchObject({ enabled: true, field: 'PHONE' });
    expect(view().country).toBe('GB');
    await send({ type: 'error.close' });
    expect(view().error).toBeNull();
    await send({ type: 'save' });
    expect(view().error).toBe(toolkitMachineTexts.failure);
    expect(saved).toHaveLength(0);
  });

  it('a failed update-country call keeps the edits and shows the message; a retry saves', async () => {
    const { send, view, fakes, saved } = await arrange({
      country: [fail(refusal('Please select a country')), ok({ message: '' })],
    });
    await send({ type: 'row.toggle', code: 'MOBILE_PHONE', enabled: true });
    await send({ type: 'country', country: 'GB' });
    await send({ type: 'save' });
    expect(view()).toMatchObject({ error: 'Please select a country', country: 'GB' });
    await send({ type: 'error.close' });
    await send({ type: 'save' });
    expect(fakes.save.calls).toHaveLength(2);
    expect(fakes.country.calls).toHaveLength(2);
    expect(saved).toEqual([headerMappingMachineTexts.saved]);
  });

  it('close leaves without saving', async () => {
    const { send, fakes, left } = await arrange();
    await send({ type: 'row.toggle', code: 'MOBILE_PHONE', enabled: true });
    await send({ type: 'close' });
    expect(left()).toBe(1);
    expect(fakes.save.calls).toHaveLength(0);
  });
});
