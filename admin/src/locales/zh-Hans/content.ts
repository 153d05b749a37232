// Texts of the content area of the console.
export default {
  menu: '内容',
  publication: {
    states: { draft: '未发布', scheduled: '定时发布', published: '已发布' },
    scheduledAt: '于 {{time}} 发布',
    publish: '立即发布',
    publishConfirm: '发布后学员即可在小程序和网页中看到，确定发布吗？',
    schedule: '定时发布',
    scheduleTitle: '选择发布时间',
    schedulePick: '发布时间',
    unpublish: '下线',
    unpublishConfirm: '下线后学员将看不到这条内容（也会取消定时发布），确定下线吗？',
    draftHint: '新建的内容先保存为未发布，在详情页发布或定时发布'
  },
  faq: {
    menu: '常见问题',
    title: '常见问题',
    createTitle: '新建问题',
    editTitle: '编辑问题',
    detailTitle: '问题详情',
    keywordPlaceholder: '问题或答案中的文字',
    fields: {
      id: '编号', question: '问题', category: '分类', answerHtml: '答案', sort: '排序', state: '状态',
      publishAt: '定时发布时间', views: '浏览次数', createdAt: '创建时间', updatedAt: '更新时间'
    },
    hints: {
      sort: '数字小的排在前面',
      draft: '新建的问题先保存为未发布，在详情页发布或定时发布'
    },
    preview: '学员看到的答案'
  },
  categories: {
    menu: '问题分类',
    title: '问题分类',
    add: '新建分类',
    createTitle: '新建分类',
    editTitle: '编辑分类',
    fields: { id: '编号', name: '分类名称', sort: '排序', itemCount: '问题数', createdAt: '创建时间' },
    sortHint: '数字小的排在前面（学员端的分类标签按此顺序）',
    deleteConfirm: '确定删除该分类吗？有问题的分类不能删除。',
    deleteBlocked: '分类下还有问题，请先移到其他分类'
  }
}
