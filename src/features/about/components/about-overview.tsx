// The about tab's content: the company intro, the entries, featured teachers (a sideways row), a few stories,
// partner logos and how to reach customer service. Sections without content are left out.
import { ScrollView, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { AboutOverview as Overview } from '@contract/content/about-shapes'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { AboutEntries } from './about-entries'
import { AboutIntro } from './about-intro'
import { ContactCard } from './contact-card'
import { PartnerTile } from './partner-card'
import { Section } from './section'
import { StoryRow } from './story-card'
import { TeacherTile } from './teacher-card'
import './about-overview.scss'

function AboutOverviewImpl({ overview }: { overview: Overview }) {
  const { intro, teachers, stories, partners, contact } = overview
  return (
    <View className='about-overview' data-testid='about-overview'>
      <AboutIntro page={intro} />
      <AboutEntries />
      {teachers.length > 0 && (
        <Section title={t('about.tab.teachers')} onMore={() => openPage('pages/home/teachTeam')} testId='about-teachers'>
          <ScrollView scrollX className='about-overview__tiles'>
            {teachers.map((teacher) => <TeacherTile key={teacher.id} teacher={teacher} />)}
          </ScrollView>
        </Section>
      )}
      {stories.length > 0 && (
        <Section title={t('about.tab.stories')} onMore={() => openPage('pages/home/story')} testId='about-stories'>
          <View>{stories.map((story) => <StoryRow key={story.id} story={story} />)}</View>
        </Section>
      )}
      {partners.length > 0 && (
        <Section title={t('about.tab.partners')} onMore={() => openPage('pages/home/hezuo')} testId='about-partners'>
          <View className='about-overview__logos'>{partners.map((partner) => <PartnerTile key={partner.id} partner={partner} />)}</View>
        </Section>
      )}
      <ContactCard contact={contact} />
    </View>
  )
}

export const AboutOverview = observer(AboutOverviewImpl)
