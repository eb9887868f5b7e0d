import { Field, ObjectType } from 'type-graphql';

@ObjectType('SignUpResult', {
  description:
    'The answer to a sign-up: the same whether the e-mail address is new or already has an account. A new address gets a link that confirms it and signs the account in (`confirmEmail`); the owner of a taken one is told by e-mail.',
})
export class SignUpResultType {
  @Field({ description: 'Always true: the sign-up continues through the link e-mailed to the address given.' })
  confirmEmail!: boolean;
}
