/**
 * The encoding of the "form" calls (foundation.md §7: board SAVE, message SAVE, book ADD, meet file
 * ADD, the profile upload, the excel registration, the own login). The spec does not say how the
 * JSON parts of a form travel. assumed: an object or array part is a Blob of type
 * application/json, a Blob or File part is a file, and anything else is text. One pair of
 * functions applies the rule both ways, so the client and the mocks cannot disagree.
 */

export const JSON_PART_TYPE = 'application/json';

type FormValue = unknown;

function appendPart(form: FormData, name: string, value: FormValue): void {
  if (value === undefined || value === null) return;
  if (value instanceof Blob) {
    form.append(name, value);
  } else if (typeof value === 'object') {
    form.append(name, new Blob([JSON.stringify(value)], { type: JSON_PART_TYPE }));
  } else {
    form.append(name, String(value));
  }
}

/**
 * Builds the FormData of a form call. An array of Blobs becomes repeated file parts of the same
 * name (the shared uploader's `uploadFile`, up to 5 files); any other array a JSON part.
 */
export function toFormData(fields: Readonly<Record<string, FormValue>>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value) && value.length > 0 && value.every((item) => item instanceof Blob)) {
      for (const file of value) appendPart(form, name, file);
    } else {
      appendPart(form, name, value);
    }
  }
  return form;
}

async function readPart(part: FormDataEntryValue): Promise<unknown> {
  if (typeof part === 'string') return part;
  if (part.type.startsWith(JSON_PART_TYPE)) return JSON.parse(await part.text());
  return part;
}

/**
 * Reads a FormData back into fields: JSON parts parsed, files kept, text as text; a name given more
 * than once becomes a list. The result is what the request schemas of the catalogue check.
 */
export async function fromFormData(form: FormData): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  for (const name of new Set(form.keys())) {
    const parts = await Promise.all(form.getAll(name).map(readPart));
    fields[name] = parts.length === 1 ? parts[0] : parts;
  }
  return fields;
}
