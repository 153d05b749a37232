// The bench's reference page: a plain React 18 page of the same size as the app's course tab (a title, a search
// line and 40 course rows with a cover, a name, a line of tags and a price), built with esbuild and nothing else.
// Its main-thread time on the machine, in the same run, is the yardstick the H5 pages are measured against.
import React from 'react'
import { createRoot } from 'react-dom/client'

const COVER = 'data:image/svg+xml,' + encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="90"><rect width="120" height="90" fill="#cfeedd"/></svg>')

const courses = Array.from({ length: 40 }, (_, i) => ({
  id: i + 1,
  name: `健身教练基础课程 第${i + 1}期：动作要领与训练计划`,
  tags: ['线上', i % 2 ? '考证' : '入门', `${12 + i} 课时`],
  priceFen: 19900 + i * 1000,
  sold: 100 + i * 7
}))

function CourseRow({ course }) {
  return (
    <li className="row">
      <img className="cover" src={COVER} alt={course.name} width="120" height="90" />
      <div className="body">
        <h3 className="name">{course.name}</h3>
        <p className="tags">{course.tags.map((t) => <span key={t} className="tag">{t}</span>)}</p>
        <p className="meta">
          <span className="price">¥{(course.priceFen / 100).toFixed(2)}</span>
          <span className="sold">{course.sold} 人已学</span>
        </p>
      </div>
    </li>
  )
}

function Page() {
  const [query, setQuery] = React.useState('')
  const shown = courses.filter((c) => c.name.includes(query))
  return (
    <main>
      <h1>课程</h1>
      <input className="search" value={query} placeholder="搜索课程" aria-label="搜索课程" onChange={(e) => setQuery(e.target.value)} />
      <ul className="list">{shown.map((c) => <CourseRow key={c.id} course={c} />)}</ul>
    </main>
  )
}

createRoot(document.getElementById('app')).render(<Page />)
