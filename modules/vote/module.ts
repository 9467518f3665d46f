import { defineArea } from '@quad/contracts/manifest';

/**
 * Votes (投票, issue 21): an office puts a question to the school (最受欢迎社团, 食堂满意度…) with
 * single or multiple choice, named or anonymous ballots, one vote per person for the whole vote or N a
 * day, an opening and closing time and an audience; results show after voting or only after closing.
 * An anonymous vote keeps the option counts and, apart from them, that a person voted on a day: never
 * who chose what.
 */
export const voteManifest = defineArea(
  'vote',
  { zh: '投票', en: 'Votes', tw: '投票' },
  {
    order: 72,
    routes: {
      vote: {
        index: '投票',
        detail: '投票详情',
        manage: { title: '投票管理', console: { app: 'vote', module: 'manage', icon: 'bar-chart' } },
        results: { title: '投票结果', console: { app: 'vote', module: 'manage', menu: false }, personal: true },
      },
    },
  },
);
