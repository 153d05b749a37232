// Texts of the console's about content: teachers, partners, learner stories, the about pages.
export default {
  keywordPlaceholder: '名称或简介中的文字',
  stateFilter: '状态',
  preview: '学员看到的样子',
  sortHint: '数字小的排在前面',
  draftHint: '新建后先保存为未发布，在详情页发布或定时发布',
  uploadImage: '上传图片',
  removeImage: '移除图片',
  teachers: {
    menu: '讲师',
    title: '讲师',
    createTitle: '新建讲师',
    editTitle: '编辑讲师',
    detailTitle: '讲师详情',
    fields: {
      id: '编号', name: '姓名', title: '头衔', avatarUrl: '头像', intro: '一句话介绍', bioHtml: '讲师介绍', tags: '标签',
      goods: '所授课程', goodsCount: '课程数', sort: '排序', state: '状态', publishAt: '定时发布时间', createdAt: '创建时间', updatedAt: '更新时间'
    },
    hints: {
      tags: '输入后回车，最多6个，每个不超过10个字',
      goods: '学员在讲师页和这些课程的详情页看到该讲师；按下方顺序展示，下架的课程不对学员显示',
      avatar: '正方形图片，显示为圆形'
    },
    addGoods: '添加课程',
    noGoods: '还没有选择课程',
    offSale: '未在售',
    moveUp: '上移',
    moveDown: '下移',
    remove: '移除'
  },
  partners: {
    menu: '合作伙伴',
    title: '合作伙伴',
    createTitle: '新建合作伙伴',
    editTitle: '编辑合作伙伴',
    detailTitle: '合作伙伴详情',
    fields: {
      id: '编号', name: '名称', logoUrl: '标志', intro: '简介', contentHtml: '合作介绍', website: '官网', sort: '排序', state: '状态',
      publishAt: '定时发布时间', createdAt: '创建时间', updatedAt: '更新时间'
    },
    hints: { website: '以 http:// 或 https:// 开头；学员可在小程序中复制', logo: '正方形图片' }
  },
  stories: {
    menu: '学员故事',
    title: '学员故事',
    createTitle: '新建学员故事',
    editTitle: '编辑学员故事',
    detailTitle: '学员故事详情',
    keywordPlaceholder: '标题、学员或摘要中的文字',
    fields: {
      id: '编号', title: '标题', learnerName: '学员姓名', learnerTitle: '学员现状', summary: '摘要', coverUrl: '封面', contentHtml: '故事正文',
      goods: '关联课程', views: '阅读次数', sort: '排序', state: '状态', publishAt: '定时发布时间', createdAt: '创建时间', updatedAt: '更新时间'
    },
    hints: {
      learnerTitle: '如：私人教练 · 上海',
      goods: '故事页底部展示该课程（课程在售时）',
      cover: '16:9 横图，列表和故事页完整展示'
    }
  },
  pages: {
    menu: '关于页面',
    title: '关于页面',
    editTitle: '编辑页面',
    keys: { us: '关于我们', enterprise: '企业合作' },
    usedOn: { us: '「关于」页顶部的公司介绍和「关于我们」页', enterprise: '「合作伙伴」列表页顶部' },
    fields: { id: '页面', title: '标题', coverUrl: '封面', contentHtml: '正文', usedOn: '展示位置', updatedAt: '更新时间' },
    hints: { cover: '750×360 左右的横图' },
    never: '尚未编辑'
  }
}
