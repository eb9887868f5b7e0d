import { randomInt } from 'node:crypto';
import { defineCommand } from '../../../core/command.js';
import { parseInput } from '../../../shared/parse.js';
import { PLACES } from '../../profile/gazetteer.js';
import { AGGREGATE_COLUMNS, aggregateAssignments } from '../../profile/aggregates.js';
import { sampleCountSchema } from '../sample-data.inputs.js';

const FIRST = [
  'Ava',
  'Mia',
  'Zoe',
  'Lily',
  'Emma',
  'Nora',
  'Ruby',
  'Chloe',
  'Isla',
  'Maya',
  'Leah',
  'Sofia',
  'Grace',
  'Hazel',
  'Ivy',
  'Luna',
  'Aria',
  'Elena',
  'Jade',
  'Nina',
];
const LAST = ['Smith', 'Garcia', 'Chen', 'Patel', 'Johnson', 'Kim', 'Lopez', 'Brown', 'Nguyen', 'Wilson', 'Davis', 'Martin', 'Clark', 'Lewis', 'Walker'];
const POSITIVE = [
  ['Kind and respectful', 'She was kind, respectful and easy to talk to. Plans were clear and she kept her word.'],
  ['Great friend to have', 'Reliable, funny and supportive. She showed up when it mattered and was honest throughout.'],
  ['Lovely first date', 'Punctual, thoughtful and genuinely interested in the conversation. Would recommend meeting her.'],
];
const CONSTRUCTIVE = [
  ['Mixed experience', 'Friendly in person, but communication afterwards was inconsistent and plans changed often.', 'neutral'],
  ['Not honest about intentions', 'She said she was looking for something serious, but it became clear she was not. Be upfront with her.', 'negative'],
] as const;

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)];

/**
 * Admin sample data (SPEC §9): count 1-200 (default 50), 1-3 approved reports each, ages 18-30, 70%
 * positive. Everything is marked `is_sample` and can be removed again in one action (`removeSampleData`).
 */
export const generateSampleData = defineCommand({
  name: 'sample_data.generate',
  capability: 'generate_sample_data',
  parse: (rawCount: unknown) => parseInput(sampleCountSchema, rawCount),
  async change({ em }, count: number) {
    const conn = em.getConnection();
    const ctx = em.getTransactionContext();
    let reviewsCreated = 0;
    for (let i = 0; i < count; i++) {
      const place = pick(PLACES);
      const first = pick(FIRST);
      const last = pick(LAST);
      const category = randomInt(2) ? 'dating' : 'friends';
      const [row] = await conn.execute<{ id: number }[]>(
        `insert into profiles (first_name, last_name, display_name, age, location, latitude, longitude, category, is_sample, created_at, published_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, true, now() - (? || ' minutes')::interval, now()) returning id`,
        [first, last, `${first} ${last}`, 18 + randomInt(13), place.name, place.latitude, place.longitude, category, String(randomInt(60 * 24 * 30))],
        'all',
        ctx,
      );
      const reports = 1 + randomInt(3);
      for (let j = 0; j < reports; j++) {
        const positive = randomInt(10) < 7;
        const [title, content, type] = positive ? [...pick(POSITIVE), 'positive'] : pick(CONSTRUCTIVE);
        const rating = type === 'positive' ? 4 + randomInt(2) : type === 'neutral' ? 3 : 1 + randomInt(2);
        await conn.execute(
          `insert into reports (profile_id, report_type, title, content, category, rating, approved, moderated_at, is_sample)
           values (?, ?, ?, ?, ?, ?, true, now(), true)`,
          [row.id, type, title, content, category, rating],
          'run',
          ctx,
        );
        reviewsCreated++;
      }
    }
    await conn.execute(
      `update profiles p set ${aggregateAssignments('s')}
       from (select profile_id, ${AGGREGATE_COLUMNS} from reports where is_sample and approved group by profile_id) s
       where p.id = s.profile_id and p.is_sample`,
      [],
      'run',
      ctx,
    );
    return {
      result: { profilesCreated: count, reviewsCreated },
      audit: {
        action: 'sample_data.generate',
        targetType: 'sample_data',
        targetLabel: `${count} sample profiles`,
        metadata: { profilesCreated: count, reviewsCreated },
      },
      notify: [],
    };
  },
});
