import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { reactionTypes, type ReactionStatistic } from '../../../common/statistics';
import { CountChart } from './charts';
import { CountTable } from './CountTable';
import { reactionDetailsPath } from './detailPaths';
import { reactionTypeMessages, statisticMessages as messages } from './messages';
import { Tile, Tiles } from './styles';

/** Reactions by type (Cta, QuickReply, Emoji, Text, Others), the emojis and the buttons tapped. */
export function ReactionTab({ id, reactions }: { id: number; reactions: ReactionStatistic }) {
  const intl = useIntl();
  return (
    <section data-testid="statistics-reaction">
      <p>
        <FormattedMessage
          {...messages.reactingRecipients}
          values={{ count: reactions.recipientsReacting }}
        />
      </p>
      <Tiles>
        {reactionTypes.map((type) => (
          <Tile key={type} data-testid={`statistics-reaction-${type}`}>
            <strong data-testid={`statistics-reaction-${type}-count`}>
              {intl.formatNumber(reactions.counts[type])}
            </strong>
            <span>
              <FormattedMessage {...reactionTypeMessages[type]} />
            </span>
            <div>
              <Link to={reactionDetailsPath(id, type)}>
                <FormattedMessage {...messages.showDetails} />
              </Link>
            </div>
          </Tile>
        ))}
      </Tiles>
      <CountChart
        label={intl.formatMessage(messages.tabReaction)}
        bars={reactionTypes.map((type) => ({
          name: intl.formatMessage(reactionTypeMessages[type]),
          count: reactions.counts[type],
        }))}
      />
      <h3>
        <FormattedMessage {...messages.emojis} />
      </h3>
      {reactions.emojis.length === 0 ? (
        <p>
          <FormattedMessage {...messages.noReactions} />
        </p>
      ) : (
        <CountTable
          testId="statistics-emojis"
          rows={reactions.emojis.map((e) => ({ key: e.emoji, label: e.emoji, count: e.count }))}
        />
      )}
      <h3>
        <FormattedMessage {...messages.buttons} />
      </h3>
      {reactions.buttons.length === 0 ? (
        <p>
          <FormattedMessage {...messages.noReactions} />
        </p>
      ) : (
        <CountTable
          testId="statistics-buttons"
          rows={reactions.buttons.map((b) => ({ key: b.title, label: b.title, count: b.count }))}
        />
      )}
    </section>
  );
}
