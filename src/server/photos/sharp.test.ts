import { loadSharp } from './sharp';

it('loads sharp with the operation cache off (each picture is converted once)', async () => {
  const sharp = await loadSharp();
  const { memory, files, items } = sharp.cache();
  expect({ memory: memory.max, files: files.max, items: items.max }).toEqual({
    memory: 0,
    files: 0,
    items: 0,
  });
  expect(await loadSharp()).toBe(sharp);
});
