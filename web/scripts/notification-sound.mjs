// Writes web/src/assets/notification.wav: the short chime played when a notification arrives while the app is open
// (issue 23 item 4). Two soft sine notes (E6 then A6) with a quick attack and an exponential fade, 0.22 s, mono, 8-bit,
// 16 kHz: about 3.5 KB, bundled with the app (no network). Run `node web/scripts/notification-sound.mjs` to make it again.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const RATE = 16_000;
const NOTES = [
  { hz: 1318.5, start: 0, length: 0.12 },
  { hz: 1760, start: 0.07, length: 0.15 },
];
const DURATION = 0.22;
const VOLUME = 0.35;

const samples = new Float64Array(Math.round(RATE * DURATION));
for (const note of NOTES) {
  const from = Math.round(note.start * RATE);
  const count = Math.round(note.length * RATE);
  for (let i = 0; i < count && from + i < samples.length; i++) {
    const t = i / RATE;
    const attack = Math.min(1, t / 0.005);
    const fade = Math.exp(-t * 28);
    samples[from + i] += Math.sin(2 * Math.PI * note.hz * t) * attack * fade;
  }
}

const data = Buffer.alloc(samples.length);
for (let i = 0; i < samples.length; i++) data[i] = Math.max(0, Math.min(255, Math.round(128 + 127 * VOLUME * samples[i])));

const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16); // PCM chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE, 28); // bytes per second (1 byte a sample)
header.writeUInt16LE(1, 32); // block align
header.writeUInt16LE(8, 34); // bits per sample
header.write('data', 36);
header.writeUInt32LE(data.length, 40);

const out = fileURLToPath(new URL('../src/assets/notification.wav', import.meta.url));
writeFileSync(out, Buffer.concat([header, data]));
console.log(`wrote ${out} (${44 + data.length} bytes)`);
