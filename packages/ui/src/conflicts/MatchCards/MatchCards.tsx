import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../core/Button';
import { Link } from '../../core/Link';
import { ChoiceCard, ChoiceList, Facts, Group, StepHeading } from '../shared/Choice';
import { conflictTexts, displayName } from '../texts';
import type { ContactView, MatchView } from '../types';

export interface MatchCardsProps {
  /** The held contact being resolved. */
  current: ContactView;
  matches: readonly MatchView[];
  /** The chosen match, if any. */
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** 'Create New Contact': step 4 without a match. */
  onCreateNew: () => void;
}

const Current = styled.section`
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.medium};
  background-color: ${({ theme }) => theme.color.background.subtle};
  overflow-wrap: anywhere;
`;

const Label = styled.h4`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.text.muted};
`;

const None = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
`;

const Profile = styled.p`
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const CreateNew = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
`;

const f = conflictTexts.fields;
const m = conflictTexts.matches;

function contactFacts(contact: ContactView) {
  return [
    { label: f.firstName, value: contact.firstName || conflictTexts.merge.empty },
    { label: f.lastName, value: contact.lastName || conflictTexts.merge.empty },
    { label: f.email, value: contact.email || conflictTexts.merge.empty, wide: true },
    {
      label: m.ccb,
      value: contact.participantId > 0 ? m.ccbId(contact.participantId) : m.notInCcb,
    },
  ];
}

function FactList({ contact }: { contact: ContactView }) {
  return (
    <Facts>
      {contactFacts(contact).map((fact) => (
        <div key={fact.label} data-wide={fact.wide ? '' : undefined}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </Facts>
  );
}

/**
 * Step 3: the held contact and the CCB people it may be, one radio choice each (with a link to
 * their CCB profile), and 'Create New Contact' when none of them is the person.
 */
export function MatchCards({
  current,
  matches,
  selectedId,
  onSelect,
  onCreateNew,
}: MatchCardsProps) {
  const name = useId();
  const currentId = useId();
  return (
    <div>
      <StepHeading>{conflictTexts.headings.matches}</StepHeading>
      <Current aria-labelledby={currentId}>
        <Label id={currentId}>{m.current}</Label>
        <FactList contact={current} />
      </Current>
      {matches.length === 0 ? (
        <None>{m.none}</None>
      ) : (
        <Group>
          <legend>{m.choose}</legend>
          <ChoiceList>
            {matches.map((match) => {
              const label = displayName(match);
              return (
                <ChoiceCard
                  key={match.id}
                  name={name}
                  value={String(match.id)}
                  checked={match.id === selectedId}
                  onChange={() => onSelect(match.id)}
                  label={`${label}, ${match.email}`}
                >
                  <FactList contact={match} />
                  {match.ccbUrl ? (
                    <Profile>
                      <Link href={match.ccbUrl} external>
                        {m.viewInCcb(label)}
                      </Link>
                    </Profile>
                  ) : null}
                </ChoiceCard>
              );
            })}
          </ChoiceList>
        </Group>
      )}
      <CreateNew>
        <Button variant="secondary" onClick={onCreateNew}>
          {conflictTexts.buttons.createNew}
        </Button>
      </CreateNew>
    </div>
  );
}
