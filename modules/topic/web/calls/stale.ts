import { getTopic, listTopics, manageTopics } from '../../contract';

/** What a change of a topic makes out of date: the readers' list, the topic, the console's list. */
export const topicReads = [listTopics, getTopic, manageTopics];
