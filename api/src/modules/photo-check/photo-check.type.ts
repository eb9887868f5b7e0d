import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('PhotoCheckMatch', { description: 'A published profile whose approved photo looks like the checked one.' })
export class PhotoCheckMatchGql {
  @Field(() => ID, { description: 'The profile (a person reported on, never a member).' })
  profileId!: string;

  @Field({ description: 'The name the profile is published under.' })
  displayName!: string;

  @Field(() => String, { nullable: true, description: 'The place the profile gives, if any.' })
  location!: string | null;

  @Field(() => Int, {
    description:
      'Differing bits between the two 64-bit perceptual hashes (of the whole pictures, or of the part a crop kept): 0 is the same picture; at most 6 are answered.',
  })
  distance!: number;

  @Field(() => Float, { description: 'How alike the two pictures are, from 0 to 1 (1 - distance / 64, two decimals).' })
  similarity!: number;
}

@ObjectType('PhotoCheckResult', { description: 'What a photo check found among the published profiles. Nothing of the photo is kept.' })
export class PhotoCheckResultGql {
  @Field(() => [PhotoCheckMatchGql], { description: 'The matching profiles, best match first (then the oldest profile); at most 10.' })
  matches!: PhotoCheckMatchGql[];

  @Field(() => String, {
    nullable: true,
    description: "'No match among the profiles published here.' (in her language) when there is no match; null otherwise.",
  })
  message!: string | null;
}

/** One candidate row of the photo-check lookup. */
export interface PhotoCheckRow {
  id: number;
  display_name: string;
  location: string | null;
  distance: number;
}

export function presentPhotoCheck(rows: PhotoCheckRow[], noMatch: string): PhotoCheckResultGql {
  return {
    matches: rows.map((r) => ({
      profileId: String(r.id),
      displayName: r.display_name,
      location: r.location,
      distance: r.distance,
      similarity: Math.round((1 - r.distance / 64) * 100) / 100,
    })),
    message: rows.length ? null : noMatch,
  };
}
