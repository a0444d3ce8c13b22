// The shared photo picker (src/client/components/photoPicker): choosing a file opens a portrait
// crop first; "Use this photo" sends it. One helper for every test that uploads a photo.

/** Chooses `file` in the picker labelled `label`, waits for the crop and sends it. */
export async function chooseAndUsePhoto(page, label, file) {
  await page.getByLabel(label).setInputFiles(file);
  const crop = page.getByRole('slider', { name: 'Part of the photo kept' });
  await crop.waitFor({ state: 'visible', timeout: 5_000 });
  await page.getByRole('button', { name: 'Use this photo' }).click();
}
