import type { GotraItem, StateItem } from '../../../shared/protocol/types';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('getGotraList answers the gotras ordered by name', async () => {
  const gotras = data<GotraItem[]>(await call(t.app, 'getGotraList'));
  expect(gotras.map((g) => g.temple_name)).toEqual(['Bansal', 'Goyal', 'Mittal']);
  expect(gotras.every((g) => Number.isInteger(g.id))).toBe(true);
});

it('getStates answers the states ordered by name', async () => {
  const states = data<StateItem[]>(await call(t.app, 'getStates'));
  expect(states.map((s) => s.name)).toEqual(['Delhi', 'Haryana', 'Rajasthan']);
});
