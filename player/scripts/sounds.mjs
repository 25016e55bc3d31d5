// Writes the play screen's three sounds (src/screens/play/sounds/): right and wrong
// as MP3, the end as WAV, as the spec lists them. Each is a few short tones with a
// soft attack and release, kept tiny for phones (a few kilobytes, fetched only when
// a sound plays). Regenerating needs Debian's `lame` for the MP3s:
//
//   node player/scripts/sounds.mjs
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const RATE = 22050;
const dir = new URL('../src/screens/play/sounds/', import.meta.url).pathname;

/** Mono 16-bit samples of tones played one after the other: [frequency Hz, seconds]. */
function tones(notes, volume = 0.35) {
  const samples = [];
  for (const [frequency, seconds] of notes) {
    const count = Math.round(seconds * RATE);
    for (let i = 0; i < count; i += 1) {
      const t = i / RATE;
      // 10 ms in, a third of the note out: no clicks between notes.
      const envelope = Math.min(1, t / 0.01, (seconds - t) / (seconds / 3));
      const wave =
        Math.sin(2 * Math.PI * frequency * t) + 0.3 * Math.sin(4 * Math.PI * frequency * t);
      samples.push(Math.round(volume * envelope * wave * 0.75 * 32767));
    }
  }
  return samples;
}

/** A mono PCM WAV: 16-bit for the encoder, or 8-bit at half the rate for a small file. */
function wav(samples, small = false) {
  const kept = small ? samples.filter((_, i) => i % 2 === 0) : samples;
  const rate = small ? RATE / 2 : RATE;
  const bytes = small ? 1 : 2;
  const data = Buffer.alloc(kept.length * bytes);
  kept.forEach((sample, i) => {
    const clamped = Math.max(-32768, Math.min(32767, sample));
    if (small) data.writeUInt8(Math.round(clamped / 256) + 128, i);
    else data.writeInt16LE(clamped, i * 2);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * bytes, 28);
  header.writeUInt16LE(bytes, 32);
  header.writeUInt16LE(bytes * 8, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

function mp3(name, samples) {
  const source = join(dir, `${name}.tmp.wav`);
  writeFileSync(source, wav(samples));
  execFileSync('lame', ['--quiet', '-m', 'm', '-b', '32', source, join(dir, `${name}.mp3`)]);
  rmSync(source);
}

mp3(
  'right',
  tones([
    [880, 0.09],
    [1318.5, 0.18],
  ]),
);
mp3(
  'wrong',
  tones(
    [
      [233.1, 0.16],
      [185, 0.3],
    ],
    0.3,
  ),
);
writeFileSync(
  join(dir, 'end.wav'),
  wav(
    tones([
      [523.3, 0.1],
      [659.3, 0.1],
      [784, 0.1],
      [1046.5, 0.3],
    ]),
    true,
  ),
);
console.log('sounds written to', dir);
