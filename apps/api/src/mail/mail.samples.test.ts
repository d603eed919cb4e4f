// `npm run mail:samples` shows every mail the store sends, each in the one template: a sample per
// builder, and every sample a full letter (letterhead, text and HTML saying the same, signature).
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/harness.ts';
import { mailSamples } from './mail.samples.ts';

const config = testConfig({}, '/tmp/medsupply-mail-samples');
const samples = Object.entries(mailSamples(config));

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('mail samples', () => {
  it('has a sample of every mail builder of the API and of the recall letter', async () => {
    const samplesSource = await readFile(path.join(import.meta.dirname, 'mail.samples.ts'), 'utf8');
    const builders: string[] = ['recallMail'];
    for (const file of await sourceFiles(path.join(import.meta.dirname, '../modules'))) {
      const text = await readFile(file, 'utf8');
      for (const match of text.matchAll(/export function (\w+Mail)\(/g)) builders.push(match[1] ?? '');
    }
    expect(builders.length).toBeGreaterThan(20);
    expect(builders.filter((name) => !samplesSource.includes(`${name}(`))).toEqual([]);
  });

  it.each(samples)(
    '%s is a whole letter: one-line subject, letterhead, signature, no gaps',
    (_name, mail) => {
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.to).toMatch(/@/);
      expect(
        mail.text.endsWith(
          `-- \n${config.store.name}\n${config.store.supportPhone} · ${config.store.supportEmail}\n${config.store.publicUrl}\n`,
        ),
      ).toBe(true);
      expect(mail.html).toContain(`>${config.store.name}</td>`);
      for (const part of [mail.subject, mail.text, mail.html ?? '']) {
        expect(part).not.toMatch(/\bundefined\b|\bnull\b|\[object Object\]|NaN/);
      }
    },
  );
});
